// The admin area uses many Mantine components (tables, tabs, date inputs); it takes the full stylesheets.
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
