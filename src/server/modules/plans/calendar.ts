/** Calendar days in a person's time zone, for the daily limits: implemented in lib/time.ts. */
export { dayIn, nextDayStart } from '../../lib/time';
