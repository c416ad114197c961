// Whether this process is shutting down: health answers 503 then, so that a load balancer stops sending it work
// during the grace period before the listener closes (graceful-shutdown.ts).
let draining = false;

export const isDraining = (): boolean => draining;
export const startDraining = (): void => {
  draining = true;
};
