import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'teal',
  // Shade 9 keeps white text on filled buttons (and teal links on white) above 4.5:1.
  primaryShade: { light: 9, dark: 6 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  components: {
    // A dialog's <header> is not the page's banner (a second banner landmark confuses screen readers), and its
    // close button says what it does. Plain objects rather than Modal.extend: the entry chunk stays free of Modal.
    Modal: {
      defaultProps: {
        attributes: { header: { role: 'presentation' } },
        closeButtonProps: { 'aria-label': 'Close' },
      },
    },
  },
});
