/** The app's DOM library has no ServiceWorkerGlobalScope, and the WebWorker library conflicts with it. */
export type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
export type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response>): void };
type MessageEvent = ExtendableEvent & { data: unknown };

type Client = { postMessage(message: unknown): void };

type WorkerScope = {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { includeUncontrolled: boolean; type: "window" }): Promise<Client[]>;
  };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
};

export const scope = self as unknown as WorkerScope;
