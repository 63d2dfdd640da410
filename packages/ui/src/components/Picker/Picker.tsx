import { forwardRef, useState, type ReactNode } from 'react';
import { ListBox, ListBoxItem } from 'react-aria-components';
import { CheckIcon } from '../../icons/CheckIcon';
import { Popup } from '../Popup/Popup';
import * as styles from './Picker.css';
import { PickerTrigger, type pickerAppearances } from './PickerTrigger';

export interface PickerOption {
  id: string;
  label: string;
  isDisabled?: boolean;
}

export interface PickerProps {
  /** The field's label; also the sheet's title and the list's name. */
  label: string;
  options: PickerOption[];
  /** The chosen option's id (controlled). */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string) => void;
  /** Shown before anything is chosen ("Please choose"). */
  placeholder?: string;
  /** Names the sheet's close button ("Close"). */
  closeLabel: string;
  isDisabled?: boolean;
  /** A message under the field; marks it invalid. */
  errorMessage?: ReactNode;
  /** A list row (the default) or, among text fields in a form, a field like theirs. */
  appearance?: (typeof pickerAppearances)[number];
  className?: string;
}

/**
 * A single-column picker: a form row that opens a bottom sheet (the kit's Popup: modal, focus
 * trapped, Escape closes) holding a react-aria ListBox. Screen readers hear a button named by
 * label and value, then a dialog with a list of options with the chosen one selected; arrow keys,
 * typing the first letters, Enter and touch all pick. Focus returns to the field afterwards.
 */
export const Picker = forwardRef<HTMLButtonElement, PickerProps>(function Picker(
  {
    label,
    options,
    value,
    defaultValue = null,
    onChange,
    placeholder,
    closeLabel,
    isDisabled,
    errorMessage,
    appearance,
    className,
  },
  ref,
) {
  const [open, setOpen] = useState(false);
  const [own, setOwn] = useState<string | null>(defaultValue);
  const selected = value !== undefined ? value : own;
  const chosen = options.find((o) => o.id === selected);

  return (
    <>
      <PickerTrigger
        ref={ref}
        label={label}
        valueText={chosen?.label}
        placeholder={placeholder}
        isOpen={open}
        isDisabled={isDisabled}
        errorMessage={errorMessage}
        appearance={appearance}
        onPress={() => setOpen(true)}
        className={className}
      />
      <Popup isOpen={open} onOpenChange={setOpen} title={label} closeLabel={closeLabel}>
        <ListBox
          aria-label={label}
          className={styles.listBox}
          items={options}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={selected ? [selected] : []}
          disabledKeys={options.filter((o) => o.isDisabled).map((o) => o.id)}
          // Opens on the chosen option, or on the first one: the sheet exists to make this choice.
          // eslint-disable-next-line jsx-a11y/no-autofocus -- focus belongs in the modal sheet's list
          autoFocus={selected ? true : 'first'}
          onSelectionChange={(keys) => {
            const [key] = keys === 'all' ? [] : [...keys];
            if (key === undefined) return;
            setOwn(String(key));
            onChange?.(String(key));
            setOpen(false);
          }}
        >
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
              {({ isSelected }) => (
                <>
                  <span className={styles.optionText}>{option.label}</span>
                  {isSelected ? <CheckIcon className={styles.check} /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popup>
    </>
  );
});
Picker.displayName = 'Picker';
