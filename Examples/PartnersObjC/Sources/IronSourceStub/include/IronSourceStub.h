// The stub IronSource SDK's side for its fixture (Swift sees this header only; the adapter and the
// stub's own files use <IronSource/IronSource.h>).
#ifndef IRONSOURCE_STUB_H
#define IRONSOURCE_STUB_H

#ifdef __cplusplus
extern "C" {
#endif

/// Returns the SDK to a freshly started process's state: not initialized, no meta data, no
/// instance loaded, no banner delegate. The interstitial and rewarded delegates stay: the adapter
/// registers them once per process (in its classes' `+initialize`), which cannot run again.
void gac_ironsource_reset(void);

#ifdef __cplusplus
}
#endif
#endif
