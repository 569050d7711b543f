/** Index (0–11) of the calendar month of simulated month `month` (1-based). */
export function calendarIndex(firstCalendarMonth: number, month: number): number {
  return (firstCalendarMonth - 1 + month - 1) % 12;
}
