import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface BulkMenuProps {
  label: string;
  disabled: boolean;
  testId: string;
  /** The menu's Menu.Items. */
  children: ReactNode;
}

/** A bulk bar button that opens a menu of choices (Tags: add or remove; Settle: as what). */
export function BulkMenu({ label, disabled, testId, children }: BulkMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="compact-sm"
          variant="default"
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          disabled={disabled}
          data-testid={testId}
        >
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
