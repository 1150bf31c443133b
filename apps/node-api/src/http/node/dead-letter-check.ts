import type { ReadinessCheckDto } from './dto/node-responses.dto';

/**
 * The `events` readiness check: engine events set aside because the database could never
 * store them (event_dead_letter). It reports and never fails readiness: the node serves and
 * later events flow, and a restart or a load balancer taking the node out would change
 * nothing; an operator should read the error log and the table.
 */
export function deadLetterCheck(count: number | Error): ReadinessCheckDto {
  if (count instanceof Error) return { name: 'events', ok: true, detail: `dead-letter count unavailable: ${count.message}` };
  if (count === 0) return { name: 'events', ok: true, detail: 'no events set aside' };
  return {
    name: 'events',
    ok: true,
    detail: `${count} engine event${count === 1 ? '' : 's'} could never be stored and ${count === 1 ? 'was' : 'were'} set aside in event_dead_letter`,
    hint: 'The error log names each one ("set aside in event_dead_letter"); later events were delivered. See docs/reliability.md "Events that cannot be stored".',
  };
}
