// The styles the shell and the home page show with (ADR 0022). Mantine's come in its `mantine` cascade layer,
// below every style of ours whatever the order they arrive in, one file per component shown at first; the
// others follow with allStyles.ts.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/core/styles/AppShell.layer.css';
import './shell.css';

/** Every other style: Mantine's whole set (again in its layer, so the files above change nothing) and the notifications'. */
export const loadAllStyles = () => import('./allStyles.ts');
