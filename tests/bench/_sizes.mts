import { extensionSizes } from './sizes';
import { BENCH_OUT_DIR } from './wxt.bench.config';
for (const s of extensionSizes(BENCH_OUT_DIR + '/chrome-mv3'))
  if (s.page === 'popup.html')
    console.log(
      JSON.stringify({ fp: s.firstPaint.gzip, ready: s.toReady.gzip, sum: s.firstPaint.gzip + s.toReady.gzip }),
    );
