/** Ports of the two products the journeys run against: the shop and one with MAINTENANCE=on. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3201);
export const MAINTENANCE_PORT = E2E_PORT + 1;
export const maintenanceURL = `http://127.0.0.1:${MAINTENANCE_PORT}`;
