// The admin area uses many Mantine components (tables, tabs, forms); it takes the full stylesheets.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
