import { describeFuzz } from './run';

describeFuzz('visitor');
