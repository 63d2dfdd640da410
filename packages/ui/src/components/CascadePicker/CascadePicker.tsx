import { forwardRef, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { ListBox, ListBoxItem, type Key } from 'react-aria-components';
import { CheckIcon } from '../../icons/CheckIcon';
import * as pickerStyles from '../Picker/Picker.css';
import { PickerTrigger } from '../Picker/PickerTrigger';
import { Popup } from '../Popup/Popup';
import * as styles from './CascadePicker.css';

export interface CascadeOption {
  id: string;
  label: string;
  /** The second level (the cities of a region). */
  children?: { id: string; label: string }[];
}

/** The chosen pair: [first level id, second level id]. */
export type CascadeValue = [string, string];

export interface CascadePickerProps {
  /** The field's label and the sheet's title ("Region and city"). */
  label: string;
  /** Heading and list name of each level ("Region", "City"). */
  levelLabels: [string, string];
  options: CascadeOption[];
  value?: CascadeValue | null;
  defaultValue?: CascadeValue | null;
  onChange?: (value: CascadeValue) => void;
  placeholder?: string;
  /** Shown in the second list until something is chosen in the first ("Choose a region first"). */
  chooseFirstText: string;
  closeLabel: string;
  /** Joins the two labels in the field ("Japan / Tokyo"). */
  separator?: string;
  isDisabled?: boolean;
  errorMessage?: ReactNode;
  className?: string;
}

function Column({
  id,
  heading,
  items,
  selected,
  onSelect,
  emptyText,
  listRef,
}: {
  id: string;
  heading: string;
  items: { id: string; label: string }[];
  selected: string | null;
  onSelect: (key: string) => void;
  emptyText?: string;
  listRef?: Ref<HTMLDivElement>;
}) {
  return (
    <div className={styles.column}>
      <h3 id={id} className={styles.heading}>
        {heading}
      </h3>
      <ListBox
        ref={listRef}
        aria-labelledby={id}
        className={pickerStyles.listBox}
        items={items}
        selectionMode="single"
        selectedKeys={selected ? [selected] : []}
        onSelectionChange={(keys) => {
          const [key] = keys === 'all' ? [] : [...keys];
          if (key !== undefined) onSelect(String(key as Key));
        }}
        renderEmptyState={() => <span className={styles.empty}>{emptyText}</span>}
      >
        {(item) => (
          <ListBoxItem id={item.id} textValue={item.label} className={pickerStyles.option}>
            {({ isSelected }) => (
              <>
                <span className={pickerStyles.optionText}>{item.label}</span>
                {isSelected ? <CheckIcon className={pickerStyles.check} /> : null}
              </>
            )}
          </ListBoxItem>
        )}
      </ListBox>
    </div>
  );
}

/**
 * Two dependent lists in one bottom sheet: choose a region, then one of its cities. Each level is
 * a labelled react-aria ListBox; choosing a region fills the city list and moves focus there;
 * choosing a city commits the pair and closes the sheet, returning focus to the field.
 */
export const CascadePicker = forwardRef<HTMLButtonElement, CascadePickerProps>(
  function CascadePicker(
    {
      label,
      levelLabels,
      options,
      value,
      defaultValue = null,
      onChange,
      placeholder,
      chooseFirstText,
      closeLabel,
      separator = ' / ',
      isDisabled,
      errorMessage,
      className,
    },
    ref,
  ) {
    const id = useId();
    const [open, setOpen] = useState(false);
    const [own, setOwn] = useState<CascadeValue | null>(defaultValue);
    const committed = value !== undefined ? value : own;
    // The region being browsed in the sheet, before a city is chosen.
    const [region, setRegion] = useState<string | null>(null);
    const cityList = useRef<HTMLDivElement>(null);

    const first = options.find((o) => o.id === committed?.[0]);
    const second = first?.children?.find((c) => c.id === committed?.[1]);
    const browsing = options.find((o) => o.id === region);

    return (
      <>
        <PickerTrigger
          ref={ref}
          label={label}
          valueText={first && second ? `${first.label}${separator}${second.label}` : undefined}
          placeholder={placeholder}
          isOpen={open}
          isDisabled={isDisabled}
          errorMessage={errorMessage}
          onPress={() => {
            setRegion(committed?.[0] ?? null);
            setOpen(true);
          }}
          className={className}
        />
        <Popup isOpen={open} onOpenChange={setOpen} title={label} closeLabel={closeLabel}>
          <div className={styles.columns}>
            <Column
              id={`${id}-first`}
              heading={levelLabels[0]}
              items={options}
              selected={region}
              onSelect={(key) => {
                setRegion(key);
                // Continue in the city list: the next choice is there.
                requestAnimationFrame(() =>
                  cityList.current?.querySelector<HTMLElement>('[role="option"]')?.focus(),
                );
              }}
            />
            <Column
              id={`${id}-second`}
              heading={levelLabels[1]}
              items={browsing?.children ?? []}
              selected={region === committed?.[0] ? (committed?.[1] ?? null) : null}
              emptyText={chooseFirstText}
              listRef={cityList}
              onSelect={(key) => {
                if (!region) return;
                const next: CascadeValue = [region, key];
                setOwn(next);
                onChange?.(next);
                setOpen(false);
              }}
            />
          </div>
        </Popup>
      </>
    );
  },
);
CascadePicker.displayName = 'CascadePicker';
