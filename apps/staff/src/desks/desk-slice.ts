import type { StaffPermission } from '@mall/domain';
import type { RouteObject } from 'react-router';
import type { MessageKey } from '../i18n';

/** A menu entry of the console: shown to staff holding the permission. */
export type DeskNavEntry = { to: string; label: MessageKey; permission: StaffPermission };

/** One desk of the content area (issue 19): its screens under /staff and its menu entries. */
export type DeskSlice = { routes: RouteObject[]; nav: DeskNavEntry[] };
