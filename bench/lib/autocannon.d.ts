declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  type TRequest = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    /** Called before each request is sent: answers the request to send. */
    setupRequest?: (req: TRequest) => TRequest;
  };
  type TOptions = {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    requests?: TRequest[];
  };
  type TResult = {
    requests: { total: number; average: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    throughput: { total: number };
    statusCodeStats: Record<string, { count: number }>;
  };
  interface TInstance extends EventEmitter {
    stop: () => void;
    on(
      event: 'response',
      listener: (client: unknown, status: number, bytes: number, ms: number) => void,
    ): this;
    on(event: 'done', listener: (result: TResult) => void): this;
  }
  function autocannon(opts: TOptions, done: (err: Error | null, result: TResult) => void): TInstance;
  export default autocannon;
}
