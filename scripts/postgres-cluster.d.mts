export type Binaries = { initdb: string; pgCtl: string };
export type Cluster = { readonly url: string; start(): Promise<void>; stop(): void; remove(): void };
export function findBinaries(): Binaries | undefined;
export function installOnDebian(log: (message: string) => void): void;
export function clusterUnavailable(binaries: Binaries | undefined): string | undefined;
export function freePort(): Promise<number>;
export function createCluster(binaries: Binaries): Promise<Cluster>;
