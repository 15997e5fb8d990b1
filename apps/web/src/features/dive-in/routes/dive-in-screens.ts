/** The dive-in feed's screen: one lazy chunk with the `dive-in` texts (issue 20). */
export { DiveInRoute } from './dive-in-route';
