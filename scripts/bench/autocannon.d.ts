/** The slice of autocannon's programmatic API the bench uses (the package ships no types). */
declare module "autocannon" {
  type RawRequest = { method?: string; path?: string; headers?: Record<string, string> };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    timeout?: number;
    requests?: { setupRequest?: (request: RawRequest) => RawRequest }[];
  };
  type Result = { duration: number; errors: number; timeouts: number; non2xx: number };
  interface Instance {
    on(event: "response", listener: (client: unknown, status: number, bytes: number, ms: number) => void): this;
    stop(): void;
  }
  function autocannon(options: Options, done: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
