// Mantine's menus and tooltips with floating-ui, their positioning: a chunk of its own that follows the first
// render (ADR 0026), through `useFloatingParts`.
export { Menu, Tooltip } from '@mantine/core';
