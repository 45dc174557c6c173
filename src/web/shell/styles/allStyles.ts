// Loaded after the first render of the home page, before the first render anywhere else (firstStyles.ts).
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.css';
