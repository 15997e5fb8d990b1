import { lazy, Suspense, useState, type ReactNode } from 'react';
import { STORAGE_KEYS } from '../../../shared/config/app-config';
import { readStored, writeStored } from '../../../shared/storage/browser-storage';
import { useSettings } from '../api/get-settings';

// Shown only while maintenance is on: loaded then, so it costs every other first visit nothing.
const MaintenancePage = lazy(() =>
  import('./maintenance-page').then((m) => ({ default: m.MaintenancePage }))
);

const isTrue = (value: unknown): value is true => value === true;

/** Puts the maintenance page over the app while settings.maintenance is on (unless closed this session). */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const settings = useSettings();
  const [dismissed, setDismissed] = useState(
    () => readStored('session', STORAGE_KEYS.maintenanceDismissed, isTrue) ?? false
  );
  const active = settings.data?.maintenance === true && !dismissed;
  return (
    <>
      <div inert={active} aria-hidden={active || undefined}>
        {children}
      </div>
      {active && (
        <Suspense fallback={null}>
          <MaintenancePage
            onHiddenClose={() => {
              writeStored('session', STORAGE_KEYS.maintenanceDismissed, true);
              setDismissed(true);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
