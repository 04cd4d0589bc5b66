import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Stack } from '../stack';
import { colorFromHex, colorFromRgba, defaultColor } from './color';
import { colorHistoryStorageKey } from './color-history';
import { ColorPicker } from './color-picker';
import { defaultGradient } from './gradient';
import { colorPickerLocales } from './messages';
import { type ColorPickerValue, colorPickerModes, colorPickerValueToCss } from './picker-value';

const meta = {
  title: 'Forms/ColorPicker',
  component: ColorPicker,
  args: { onChange: fn(), onOpenChange: fn() },
  argTypes: {
    locale: { control: 'inline-radio', options: colorPickerLocales },
    modes: { control: 'check', options: colorPickerModes },
  },
  // Each story starts with an empty history, whatever the previous one stored.
  beforeEach: () => {
    localStorage.removeItem(colorHistoryStorageKey);
    return () => localStorage.removeItem(colorHistoryStorageKey);
  },
} satisfies Meta<typeof ColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens the picker by its trigger and returns the popup. */
async function open(canvasElement: HTMLElement, name: string | RegExp = /^Colour/) {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return page(canvasElement).findByRole('dialog');
}

/** Leaves the popup with Escape and waits for it to go. */
async function close(canvasElement: HTMLElement) {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
}

const red = colorFromRgba({ red: 255, green: 0, blue: 0, alpha: 1 });

export const Solid: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Colour: #000000' });
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName('Colour');
    // The popup sits above modals by default (spec §9).
    await expect(getComputedStyle(dialog).zIndex).toBe('9999');
    const popup = within(dialog);
    await expect(popup.getByRole('tab', { name: 'Solid' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(popup.getByRole('slider', { name: 'Saturation' })).toHaveAttribute(
      'aria-valuetext',
      '0%',
    );
    await expect(popup.getByRole('slider', { name: 'Brightness' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(popup.getByRole('slider', { name: 'Hue' })).toHaveAttribute(
      'aria-valuetext',
      '0°',
    );
    await expect(popup.getByRole('slider', { name: 'Alpha' })).toHaveAttribute(
      'aria-valuetext',
      '100%',
    );

    const hex = popup.getByRole('textbox', { name: 'Hex' });
    await expect(hex).toHaveValue('#000000');
    await userEvent.clear(hex);
    await userEvent.type(hex, '#3366ff');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ red: 51, green: 102, blue: 255, alpha: 1 }),
      ),
    );
    // Typing shows at once everywhere; the report waited for the typing to stop.
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(popup.getByRole('spinbutton', { name: 'Blue' })).toHaveValue(255);
    await expect(popup.getByRole('slider', { name: 'Hue' })).toHaveAttribute(
      'aria-valuenow',
      '225',
    );
    await expect(trigger).toHaveAccessibleName('Colour: #3366ff');

    await close(canvasElement);
    await expect(trigger).toHaveFocus();
  },
};

export const Channels: Story = {
  args: { defaultValue: red },
  play: async ({ args, canvasElement }) => {
    const popup = within(await open(canvasElement));
    const green = popup.getByRole('spinbutton', { name: 'Green' });
    await userEvent.clear(green);
    await userEvent.type(green, '400');
    await userEvent.tab();
    // Channels are capped at 255 and alpha at 100 % (spec §5).
    await expect(green).toHaveValue(255);
    const alpha = popup.getByRole('spinbutton', { name: 'Alpha %' });
    await userEvent.clear(alpha);
    await userEvent.type(alpha, '150{Enter}');
    await expect(alpha).toHaveValue(100);
    await userEvent.clear(alpha);
    await userEvent.type(alpha, '40{Enter}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ red: 255, green: 255, blue: 0, alpha: 0.4 }),
      ),
    );
    await expect(popup.getByRole('textbox', { name: 'Hex' })).toHaveValue('#ffff0066');
  },
};

export const BadHexIsOnlyLogged: Story = {
  args: { defaultValue: red },
  play: async ({ args, canvasElement }) => {
    const warn = spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const popup = within(await open(canvasElement));
      const hex = popup.getByRole('textbox', { name: 'Hex' });
      await userEvent.clear(hex);
      await userEvent.type(hex, '#12345{Enter}');
      // Spec §8: logged, not shown; the field goes back to the last valid colour.
      await expect(warn).toHaveBeenCalledWith(expect.stringContaining('#12345'));
      await expect(hex).toHaveValue('#ff0000');
      await expect(hex).not.toHaveAttribute('aria-invalid');
      await expect(popup.queryByRole('alert')).not.toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 200));
      await expect(args.onChange).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  },
};

export const PointerOnTheArea: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    const area = dialog.querySelector('[data-part="saturation-area"]');
    if (!(area instanceof HTMLElement)) throw new Error('The picker renders no saturation area.');
    const box = area.getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: area,
      coords: { clientX: box.left + box.width * 0.75, clientY: box.top + box.height * 0.25 },
    });
    const popup = within(dialog);
    await expect(popup.getByRole('slider', { name: 'Saturation' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    await expect(popup.getByRole('slider', { name: 'Brightness' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ saturation: 75, brightness: 75 }),
      ),
    );
  },
};

export const WithHistory: Story = {
  beforeEach: () => {
    localStorage.setItem(
      colorHistoryStorageKey,
      JSON.stringify(['#ff0000', '#f3a13f', '#23954a', '#0f7c80', '#5234e080']),
    );
  },
  play: async ({ args, canvasElement }) => {
    const popup = within(await open(canvasElement));
    const recent = popup.getByRole('list', { name: 'Recent colours' });
    await expect(within(recent).getAllByRole('button')).toHaveLength(5);

    await userEvent.click(popup.getByRole('button', { name: 'Use colour #23954a' }));
    await expect(popup.getByRole('textbox', { name: 'Hex' })).toHaveValue('#23954a');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ red: 0x23, green: 0x95, blue: 0x4a }),
      ),
    );

    // Closing remembers the colour: most recent first, without a second copy.
    await close(canvasElement);
    await expect(JSON.parse(localStorage.getItem(colorHistoryStorageKey) ?? '[]')).toEqual([
      '#23954a',
      '#ff0000',
      '#f3a13f',
      '#0f7c80',
      '#5234e080',
    ]);
  },
};

export const RemembersPickedColours: Story = {
  play: async ({ canvasElement }) => {
    let popup = within(await open(canvasElement));
    await expect(popup.queryByRole('list', { name: 'Recent colours' })).not.toBeInTheDocument();
    await userEvent.type(
      popup.getByRole('textbox', { name: 'Hex' }),
      '{Control>}a{/Control}#0af{Enter}',
    );
    await close(canvasElement);

    popup = within(await open(canvasElement, 'Colour: #00aaff'));
    await expect(popup.getByRole('button', { name: 'Use colour #00aaff' })).toBeInTheDocument();
  },
};

export const StorageUnavailable: Story = {
  play: async ({ canvasElement }) => {
    const warn = spyOn(console, 'warn').mockImplementation(() => {});
    const getItem = spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Blocked', 'SecurityError');
    });
    const setItem = spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Full', 'QuotaExceededError');
    });
    try {
      const popup = within(await open(canvasElement));
      await userEvent.type(
        popup.getByRole('textbox', { name: 'Hex' }),
        '{Control>}a{/Control}#abcdef{Enter}',
      );
      await close(canvasElement);
      // The picker keeps working; the failures are only logged.
      await expect(
        within(canvasElement).getByRole('button', { name: 'Colour: #abcdef' }),
      ).toBeInTheDocument();
      await expect(warn).toHaveBeenCalled();
    } finally {
      getItem.mockRestore();
      setItem.mockRestore();
      warn.mockRestore();
    }
  },
};

export const GradientLinear: Story = {
  args: { defaultValue: defaultGradient },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: 'Colour: Linear gradient, 90°, #ffffff to #000000',
    });
    const popup = within(await open(canvasElement));
    await expect(popup.getByRole('tab', { name: 'Gradient' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(popup.getByRole('radio', { name: 'Linear' })).toBeChecked();
    await expect(popup.getByRole('radio', { name: 'Start colour' })).toBeChecked();
    await expect(popup.getByRole('spinbutton', { name: 'Position %' })).toHaveValue(0);
    await expect(popup.getByRole('textbox', { name: 'Hex' })).toHaveValue('#ffffff');

    // The angle is taken modulo 360, negatives too (spec §5).
    const angle = popup.getByRole('spinbutton', { name: 'Angle °' });
    await userEvent.clear(angle);
    await userEvent.type(angle, '-45{Enter}');
    await expect(angle).toHaveValue(315);

    await userEvent.click(popup.getByRole('radio', { name: 'End colour' }));
    await expect(popup.getByRole('spinbutton', { name: 'Position %' })).toHaveValue(100);
    await expect(popup.getByRole('textbox', { name: 'Hex' })).toHaveValue('#000000');
    await userEvent.type(
      popup.getByRole('textbox', { name: 'Hex' }),
      '{Control>}a{/Control}#5234e0',
    );

    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({
          type: 'linear',
          angle: 315,
          end: expect.objectContaining({ color: expect.objectContaining({ red: 0x52 }) }),
        }),
      ),
    );
    await expect(trigger).toHaveAccessibleName('Colour: Linear gradient, 315°, #ffffff to #5234e0');
  },
};

export const GradientRadial: Story = {
  args: { defaultValue: { ...defaultGradient, type: 'radial' } },
  play: async ({ args, canvasElement }) => {
    const popup = within(await open(canvasElement, 'Colour: Radial gradient, #ffffff to #000000'));
    await expect(popup.getByRole('radio', { name: 'Radial' })).toBeChecked();
    // A radial gradient has no angle.
    await expect(popup.queryByRole('spinbutton', { name: 'Angle °' })).not.toBeInTheDocument();

    const position = popup.getByRole('spinbutton', { name: 'Position %' });
    await userEvent.clear(position);
    await userEvent.type(position, '130{Enter}');
    await expect(position).toHaveValue(100);
    await userEvent.clear(position);
    await userEvent.type(position, '25{Enter}');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({
          type: 'radial',
          start: expect.objectContaining({ position: 25 }),
        }),
      ),
    );
  },
};

export const SwitchingModes: Story = {
  play: async ({ args, canvasElement }) => {
    const popup = within(await open(canvasElement));
    await userEvent.type(
      popup.getByRole('textbox', { name: 'Hex' }),
      '{Control>}a{/Control}#ff0000',
    );
    await userEvent.click(popup.getByRole('tab', { name: 'Gradient' }));
    // A new gradient starts from the spec's default (spec §9).
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(defaultGradient));
    await userEvent.click(popup.getByRole('tab', { name: 'Solid' }));
    // The solid colour picked before is still there.
    await expect(popup.getByRole('textbox', { name: 'Hex' })).toHaveValue('#ff0000');
  },
};

export const SolidOnly: Story = {
  args: {
    modes: ['solid'],
    label: 'Hair colour',
    defaultValue: colorFromHex('#6b3e26') ?? defaultColor,
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Hair colour: #6b3e26');
    await expect(dialog).toHaveAccessibleName('Hair colour');
    await expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
  },
};

export const ChineseLabels: Story = {
  args: { locale: 'zh', defaultValue: defaultGradient },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, '颜色：线性渐变，90°，#ffffff 至 #000000');
    await expect(dialog).toHaveAccessibleName('颜色');
    const popup = within(dialog);
    for (const tab of ['纯色', '渐变']) {
      await expect(popup.getByRole('tab', { name: tab })).toBeInTheDocument();
    }
    for (const radio of ['线性', '径向', '起始颜色', '结束颜色']) {
      await expect(popup.getByRole('radio', { name: radio })).toBeInTheDocument();
    }
    await expect(popup.getByRole('radiogroup', { name: '渐变类型' })).toBeInTheDocument();
    await expect(popup.getByRole('radiogroup', { name: '色标' })).toBeInTheDocument();
    for (const slider of ['饱和度', '亮度', '色相', '透明度']) {
      await expect(popup.getByRole('slider', { name: slider })).toBeInTheDocument();
    }
    for (const field of ['角度 °', '位置 %', '红', '绿', '蓝', '透明度 %']) {
      await expect(popup.getByRole('spinbutton', { name: field })).toBeInTheDocument();
    }
    await expect(popup.getByRole('textbox', { name: '十六进制' })).toBeInTheDocument();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const trigger = within(canvasElement).getByRole('button', { name: 'Colour: #000000' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const popup = within(await page(canvasElement).findByRole('dialog'));
    await expect(popup.getByRole('tab', { name: 'Solid' })).toHaveFocus();

    // One tab stop enters the area; Left/Right move saturation, Up/Down brightness.
    await userEvent.tab();
    const saturation = popup.getByRole('slider', { name: 'Saturation' });
    const brightness = popup.getByRole('slider', { name: 'Brightness' });
    await expect(saturation).toHaveFocus();
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}{ArrowLeft}');
    await expect(saturation).toHaveAttribute('aria-valuenow', '19');
    await userEvent.keyboard('{End}');
    await expect(saturation).toHaveAttribute('aria-valuenow', '100');
    await userEvent.keyboard('{ArrowUp}');
    await expect(brightness).toHaveFocus();
    await expect(brightness).toHaveAttribute('aria-valuetext', '1%');
    await userEvent.keyboard('{End}');
    await expect(brightness).toHaveAttribute('aria-valuenow', '100');

    await userEvent.tab();
    const hue = popup.getByRole('slider', { name: 'Hue' });
    await expect(hue).toHaveFocus();
    await userEvent.keyboard('{PageUp}{PageUp}{ArrowRight}{ArrowRight}');
    await expect(hue).toHaveAttribute('aria-valuetext', '22°');

    await userEvent.tab();
    const alpha = popup.getByRole('slider', { name: 'Alpha' });
    await expect(alpha).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(alpha).toHaveAttribute('aria-valuetext', '98%');

    await userEvent.tab();
    await expect(popup.getByRole('textbox', { name: 'Hex' })).toHaveFocus();
    await expect(popup.getByRole('textbox', { name: 'Hex' })).toHaveValue('#ff5e00fa');
    await userEvent.tab();
    const red = popup.getByRole('spinbutton', { name: 'Red' });
    await expect(red).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}254{Enter}');
    await expect(red).toHaveValue(254);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ red: 254, green: 94, blue: 0, alpha: 0.98 }),
      ),
    );
  },
};

/** A parent that keeps the value and paints with it. */
function ControlledDemo(props: { onChange?: (value: ColorPickerValue) => void }) {
  const [value, setValue] = useState<ColorPickerValue>(red);
  return (
    <Stack gap={3} align="start">
      <ColorPicker
        label="Text colour"
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
      <output>{colorPickerValueToCss(value)}</output>
    </Stack>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledDemo onChange={args.onChange} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const popup = within(await open(canvasElement, 'Text colour: #ff0000'));
    await userEvent.type(
      popup.getByRole('textbox', { name: 'Hex' }),
      '{Control>}a{/Control}#00000080',
    );
    await waitFor(() =>
      expect(canvas.getByRole('status', { hidden: true })).toHaveTextContent(
        'rgba(0, 0, 0, 0.502)',
      ),
    );
  },
};

export const CustomLayer: Story = {
  args: { zIndex: 50 },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(getComputedStyle(dialog).zIndex).toBe('50');
  },
};

/** The trigger says what it controls, and pressing it again, or pressing elsewhere, closes it. */
export const TriggerOpensAndCloses: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Colour: #000000' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    const dialog = await open(canvasElement);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', dialog.id);
    await userEvent.click(trigger);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
    await open(canvasElement);
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Colour: #000000' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
