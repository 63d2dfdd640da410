import { Navigate } from 'react-router-dom';
import { PATHS } from '../../routes/paths';

/**
 * `kefu/msg`: the spec names it without saying what it shows. Here it is the short way to the
 * customer-service conversation (links in messages and help articles can use it), so it sends
 * straight on to `kefu/chat?with=support`, replacing itself so back does not return to it.
 */
export default function SupportRedirectPage() {
  return <Navigate to={`${PATHS.chat}?with=support`} replace />;
}
