import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../routes/paths';
import SupportRedirectPage from './SupportRedirectPage';

function Where() {
  const { pathname, search } = useLocation();
  return <output>{pathname + search}</output>;
}

describe('kefu/msg', () => {
  it('goes straight on to the customer-service chat', () => {
    render(
      <MemoryRouter initialEntries={[PATHS.home, PATHS.chatMessages]} initialIndex={1}>
        <Routes>
          <Route path={PATHS.chatMessages} element={<SupportRedirectPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(`${PATHS.chat}?with=support`);
  });
});
