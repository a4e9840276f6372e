import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties, sessions, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import type { TUserInsert, TUserRow } from '../users/users.repository';

type TTx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type TGuardedResult<T> =
  | { status: 'ok'; value: T }
  | { status: 'not-found' }
  | { status: 'last-admin' }
  | { status: 'email-taken' };

/**
 * Locks the target and every active admin, in id order (so two admins acting at once cannot
 * deadlock), and answers the target and how many active admins there are.
 */
async function lockTargetAndAdmins(tx: TTx, id: string) {
  const locked = await tx
    .select({ id: users.id, role: users.role, active: users.active })
    .from(users)
    .where(or(eq(users.id, id), and(eq(users.role, 'admin'), eq(users.active, true))))
    .orderBy(asc(users.id))
    .for('update');
  const target = locked.find((u) => u.id === id);
  const activeAdmins = locked.filter((u) => u.role === 'admin' && u.active).length;
  const isLastAdmin = !!target && target.role === 'admin' && target.active && activeAdmins <= 1;
  return { target, isLastAdmin };
}

/**
 * User changes of the admin screens that must keep at least one active admin, and that reach
 * beyond the users table (an agent's listings). Each runs in one transaction.
 */
export function createAdminUsersRepository(db: Db) {
  return {
    async updateUser(id: string, values: Partial<TUserInsert>): Promise<TGuardedResult<TUserRow>> {
      try {
        return await db.transaction(async (tx): Promise<TGuardedResult<TUserRow>> => {
          const { target, isLastAdmin } = await lockTargetAndAdmins(tx, id);
          if (!target) return { status: 'not-found' };
          if (isLastAdmin && values.role && values.role !== 'admin') return { status: 'last-admin' };
          const [row] = await tx
            .update(users)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(users.id, id))
            .returning();
          return row ? { status: 'ok', value: row } : { status: 'not-found' };
        });
      } catch (err) {
        if (isUniqueViolation(err)) return { status: 'email-taken' };
        throw err;
      }
    },

    /**
     * (De)activates a user and, in step, the `listed` flag public lists filter their listings on
     * (a listing hidden for a reason of its own stays hidden); deactivating ends the user's sessions.
     */
    async setActive(id: string, active: boolean): Promise<TGuardedResult<TUserRow>> {
      return db.transaction(async (tx): Promise<TGuardedResult<TUserRow>> => {
        const { target, isLastAdmin } = await lockTargetAndAdmins(tx, id);
        if (!target) return { status: 'not-found' };
        if (isLastAdmin && !active) return { status: 'last-admin' };
        const [row] = await tx
          .update(users)
          .set({ active, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning();
        await tx
          .update(properties)
          .set({ listed: sql`${active} and ${properties.hiddenReason} is null` })
          .where(eq(properties.agentId, id));
        // A deactivated account is signed out everywhere at once: its tokens are 401 from now on.
        if (!active) await tx.delete(sessions).where(eq(sessions.userId, id));
        return row ? { status: 'ok', value: row } : { status: 'not-found' };
      });
    },

    /**
     * Deletes a user. Their listings go by cascade, and with them the favourites, views and contact
     * requests on those listings; their own favourites and requests go too. Answers the ids of
     * the deleted listings, whose files the caller removes once this has committed.
     */
    async deleteUser(id: string): Promise<TGuardedResult<{ user: TUserRow; propertyIds: string[] }>> {
      return db.transaction(
        async (tx): Promise<TGuardedResult<{ user: TUserRow; propertyIds: string[] }>> => {
          const { target, isLastAdmin } = await lockTargetAndAdmins(tx, id);
          if (!target) return { status: 'not-found' };
          if (isLastAdmin) return { status: 'last-admin' };
          // Deleted explicitly (not only by cascade) so every removed listing's id is known for its files.
          const listings = await tx
            .delete(properties)
            .where(eq(properties.agentId, id))
            .returning({ id: properties.id });
          const [user] = await tx.delete(users).where(eq(users.id, id)).returning();
          if (!user) return { status: 'not-found' };
          return { status: 'ok', value: { user, propertyIds: listings.map((l) => l.id) } };
        },
      );
    },
  };
}
export type TAdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
