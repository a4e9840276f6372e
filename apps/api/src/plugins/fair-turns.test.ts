import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerFairTurns } from './fair-turns';

describe('fair turns', () => {
  it('starts at most the given number of requests per event-loop turn, first come first served', async () => {
    const app = Fastify();
    registerFairTurns(app, 2);
    // A counter that advances once per turn of the loop while the requests run.
    let turn = 0;
    let ticking = true;
    const tick = () => {
      turn++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const started: { n: number; turn: number }[] = [];
    app.get('/:n', async (request) => {
      const n = Number((request.params as { n: string }).n);
      started.push({ n, turn });
      return { n };
    });
    await app.ready();
    try {
      const answers = await Promise.all(
        Array.from({ length: 9 }, (_, n) => app.inject({ method: 'GET', url: `/${n}` })),
      );
      expect(answers.map((a) => a.json().n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
      expect(started.map((s) => s.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
      const perTurn = new Map<number, number>();
      for (const s of started) perTurn.set(s.turn, (perTurn.get(s.turn) ?? 0) + 1);
      expect(Math.max(...perTurn.values())).toBeLessThanOrEqual(2);
      expect(perTurn.size).toBeGreaterThanOrEqual(5);
    } finally {
      ticking = false;
      await app.close();
    }
  });
});
