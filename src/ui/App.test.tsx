import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './App';

describe('App shell', () => {
  it("shows the app's name as the page heading", () => {
    render(<App />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hu!');
  });

  it('names the scoring system it plays', () => {
    render(<App />);
    expect(screen.getByText('Zung Jung')).toBeInTheDocument();
  });
});
