import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { headerPersonalQueryOptions } from '../../../shared/personal-mall/header-personal';
import { useCatalogueViewer } from '../../../shared/session/viewer';

/**
 * The planner the referrer step opens with when none is confirmed yet (docs/decisions/075): a sign-up link's
 * number (kept by the wizard), else the mall of the shopping link the visitor came by (headerPersonal, which
 * reads the shop-referrer cookie) when it is SHOWN. `fill` runs once, with that number.
 */
export function useReferrerPrefill(
  confirmed: boolean,
  linkReferrer: string | undefined,
  fill: (userNumber: string) => void
) {
  const viewer = useCatalogueViewer();
  const header = useQuery({
    ...headerPersonalQueryOptions(null, viewer),
    enabled: !confirmed && !linkReferrer
  });
  const shown = header.data?.state === 'SHOWN' ? (header.data.mall?.userNumber ?? null) : null;
  const number = confirmed ? null : (linkReferrer ?? shown);
  const filled = useRef(false);
  const fillRef = useRef(fill);
  useEffect(() => {
    fillRef.current = fill;
  });
  useEffect(() => {
    if (!number || filled.current) return;
    filled.current = true;
    fillRef.current(number);
  }, [number]);
}
