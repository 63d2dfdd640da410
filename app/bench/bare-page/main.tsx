// The page a user could build instead: React 19 and react-router's hash router, a heading and a
// list, nothing else. `pnpm bench:lighthouse` measures it in the same run as the product, so a
// slow machine shows as slow for both.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter, Link, RouterProvider } from 'react-router-dom';

const items = Array.from({ length: 12 }, (_, n) => ({ id: n + 1, name: `Item ${n + 1}`, price: `$${(n + 1) * 3}.00` }));

function Home() {
  return (
    <main style={{ maxWidth: 400, margin: '0 auto', fontFamily: 'sans-serif' }}>
      <h1>Shop</h1>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <Link to={`/item/${item.id}`}>{item.name}</Link> {item.price}
          </li>
        ))}
      </ul>
    </main>
  );
}

function Item() {
  return (
    <main style={{ maxWidth: 400, margin: '0 auto', fontFamily: 'sans-serif' }}>
      <h1>Item</h1>
      <Link to="/">Back</Link>
    </main>
  );
}

const router = createHashRouter([
  { path: '/', element: <Home /> },
  { path: '/item/:id', element: <Item /> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
