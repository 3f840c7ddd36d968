import { describeFuzz } from './run';

describeFuzz('member');
