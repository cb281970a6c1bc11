/**
 * A per-subscription rate as evenly spaced slots (GCRA): an attempt may go when the next free
 * slot (`nextFreeSlot`, GCRA's theoretical arrival time) is at most RATE_TOLERANCE_MS away, and
 * takes it. One that may not is told when to ask again: a place at the end of a line of those
 * already waiting, so that a backlog wakes a few at a time instead of all at once. First attempts
 * have their own line (`firstLineEnd`), ahead of the retries' (`retryLineEnd`): a first attempt
 * waits for the next free slot after the first attempts before it, never behind a backlog of
 * retries; a retry whose slot was taken meanwhile asks again at the end of its line. Whether an
 * attempt may go is always decided by `nextFreeSlot`; the lines only spread the waiting. The
 * Redis script does the same in microseconds (its hash keeps the short field names `tat`, `tail`
 * and `ftail`, so state written before a deploy is still read after it).
 */
export interface RateSlots {
  nextFreeSlot: number;
  retryLineEnd: number;
  firstLineEnd: number;
}

/** Lets slight lateness of a woken job pass; at most one extra attempt in any second. */
export const RATE_TOLERANCE_MS = 50;

/** 0: go now; otherwise milliseconds to wait before asking again. Updates `slots`. */
export function takeRateSlot(
  slots: RateSlots,
  nowMs: number,
  perSecond: number,
  firstAttempt = true,
): number {
  const intervalMs = 1000 / perSecond;
  const nextFreeSlot = Math.max(slots.nextFreeSlot, nowMs);
  if (nextFreeSlot - nowMs <= RATE_TOLERANCE_MS) {
    slots.nextFreeSlot = nextFreeSlot + intervalMs;
    return 0;
  }
  let slot: number;
  if (firstAttempt) {
    slot = Math.max(slots.firstLineEnd, nextFreeSlot);
    slots.firstLineEnd = slot + intervalMs;
  } else {
    slot = Math.max(slots.retryLineEnd, slots.firstLineEnd, nextFreeSlot);
    slots.retryLineEnd = slot + intervalMs;
  }
  return Math.ceil(slot - nowMs);
}

/** takeRateSlot in Redis (its clock, shared by every process), times in microseconds. */
export const RATE_SLOT_SCRIPT = `
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000000 + tonumber(clock[2])
local interval = tonumber(ARGV[1])
local tolerance = tonumber(ARGV[2])
local first = ARGV[3] == '1'
local state = redis.call('HMGET', KEYS[1], 'tat', 'tail', 'ftail')
local next_free_slot = math.max(tonumber(state[1]) or 0, now)
local retry_line_end = tonumber(state[2]) or 0
local first_line_end = tonumber(state[3]) or 0
local wait = 0
if next_free_slot - now <= tolerance then
  next_free_slot = next_free_slot + interval
  redis.call('HSET', KEYS[1], 'tat', string.format('%.0f', next_free_slot))
elseif first then
  local slot = math.max(first_line_end, next_free_slot)
  first_line_end = slot + interval
  wait = math.ceil((slot - now) / 1000)
  redis.call('HSET', KEYS[1], 'ftail', string.format('%.0f', first_line_end))
else
  local slot = math.max(retry_line_end, first_line_end, next_free_slot)
  retry_line_end = slot + interval
  wait = math.ceil((slot - now) / 1000)
  redis.call('HSET', KEYS[1], 'tail', string.format('%.0f', retry_line_end))
end
local last = math.max(next_free_slot, retry_line_end, first_line_end)
redis.call('PEXPIRE', KEYS[1], string.format('%.0f', math.ceil((last - now) / 1000) + 1000))
return wait
`;
