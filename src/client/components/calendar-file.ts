/** Saves an iCalendar file the server made (a booking's event) under a name made from its title. */
export function downloadIcs(ics: string, name: string) {
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name.replace(/[^\w-]+/g, '-').toLowerCase()}.ics`;
  link.click();
  URL.revokeObjectURL(url);
}
