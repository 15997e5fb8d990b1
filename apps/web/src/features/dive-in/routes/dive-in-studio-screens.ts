/** The planner's own videos (/mypage/diveIn): one lazy chunk with the `planner` texts (issue 20, ADR 087). */
export { DiveInStudioRoute } from './dive-in-studio-route';
