// The pickers' styles load with the first screen that has a picker, not with the home page.
import '@mantine/dates/styles.css';
