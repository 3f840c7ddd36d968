import { describeFuzz } from './run';

describeFuzz('admin');
