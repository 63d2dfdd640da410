import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CodeInput } from './CodeInput';

const filledLabel = (n: number, total: number) => `${n} of ${total} digits entered`;

describe('CodeInput', () => {
  it('keeps digits only, caps at the length and completes once', () => {
    const onComplete = vi.fn();
    render(<CodeInput label="Code" filledLabel={filledLabel} onComplete={onComplete} />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    fireEvent.change(input, { target: { value: '12-34 5678' } });
    expect(input).toHaveValue('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(screen.getByText('6 of 6 digits entered')).toBeInTheDocument();
  });

  it('works controlled: the parent can clear it after a wrong code', () => {
    function Harness() {
      const [code, setCode] = useState('');
      return (
        <>
          <CodeInput label="Code" filledLabel={filledLabel} value={code} onChange={setCode} onComplete={() => setCode('')} />
          <output>{code}</output>
        </>
      );
    }
    render(<Harness />);
    const input = screen.getByRole('textbox');
    fireEvent.change(input, { target: { value: '12' } });
    expect(input).toHaveValue('12');
    fireEvent.change(input, { target: { value: '123456' } });
    expect(input).toHaveValue('');
    expect(screen.getByText('0 of 6 digits entered')).toBeInTheDocument();
  });

  it('replaces the digit under the caret instead of refusing the key', () => {
    const onChange = vi.fn();
    render(<CodeInput label="Code" filledLabel={filledLabel} defaultValue="123456" onChange={onChange} />);
    const input = screen.getByRole('textbox') as HTMLInputElement;
    input.focus();
    input.setSelectionRange(2, 2);
    fireEvent.keyDown(input, { key: '9' });
    expect(onChange).toHaveBeenLastCalledWith('129456');
  });
});
