import { Link, useRouteContext } from '@tanstack/react-router';
import { siteName } from '../../../shared/site-identity';

export function NotFoundPage() {
  const name = useRouteContext({ from: '__root__', select: (context) => siteName(context.site) });
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <title>{`Siden findes ikke · ${name}`}</title>
      <p className="text-8xl font-black tracking-tight text-link sm:text-9xl">404</p>
      <h1 className="mt-4 text-2xl font-bold text-ink">Hov! Denne side findes desværre ikke...</h1>
      <Link to="/" className="mt-6 font-semibold text-link underline underline-offset-4">
        Lad os følge dig hjem igen...
      </Link>
    </section>
  );
}
