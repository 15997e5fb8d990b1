import { useState, type ReactNode } from 'react';
import { STORAGE_KEYS } from '../../../shared/config/app-config';
import { readStored, writeStored } from '../../../shared/storage/browser-storage';
import { useSettings } from '../api/get-settings';
import { MaintenancePage } from './maintenance-page';

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
        <MaintenancePage
          onHiddenClose={() => {
            writeStored('session', STORAGE_KEYS.maintenanceDismissed, true);
            setDismissed(true);
          }}
        />
      )}
    </>
  );
}
