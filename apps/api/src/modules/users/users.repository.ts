import { and, desc, eq, sql } from 'drizzle-orm';
import type { TRole } from '@nivaas/shared/roles';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type TUserRow = typeof users.$inferSelect;
export type TUserInsert = typeof users.$inferInsert;

/** The only code that reads and writes the users table. */
export function createUsersRepository(db: Db) {
  return {
    async getUserById(id: string): Promise<TUserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async getUserByEmail(email: string): Promise<TUserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },
    /** The account a +91 number signs in to (one proved by a code). */
    async getUserByVerifiedPhone(mobile: string): Promise<TUserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.phoneVerified, mobile)).limit(1);
      return row;
    },
    /** Inserts unless the email is taken; answers undefined on a taken email (no exception race). */
    async insertUser(values: TUserInsert): Promise<TUserRow | undefined> {
      const [row] = await db
        .insert(users)
        .values(values)
        .onConflictDoNothing({ target: users.email })
        .returning();
      return row;
    },
    async updateUser(id: string, values: Partial<TUserInsert>): Promise<TUserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    async findUsers(role?: TRole): Promise<TUserRow[]> {
      return db
        .select()
        .from(users)
        .where(role ? eq(users.role, role) : undefined)
        .orderBy(desc(users.createdAt));
    },
    async countActiveAdmins(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.active, true)));
      return row?.n ?? 0;
    },
  };
}
export type TUsersRepository = ReturnType<typeof createUsersRepository>;
