// A tiny ad SDK written in Objective-C on the scripted network (`GACScriptedNetwork`), for the
// tests of that network: each function does what a stub SDK does, and writes what it received
// into a log the test reads (one line per answer, event or token).
#ifndef SCRIPTED_NETWORK_OBJC_STUB_H
#define SCRIPTED_NETWORK_OBJC_STUB_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// What a load asks for; flags are -1 for unset, sizes 0 for unset, strings NULL for unset.
typedef struct {
  const char *format;
  const char *adUnit;
  int testMode;
  double bannerWidth;
  double bannerHeight;
  const char *bidResponse;
  const char *watermark;
  int childDirected;
  int underAgeOfConsent;
} gac_tiny_load_request;

/// Loads an ad with `request` on the current network; it becomes the tiny SDK's current ad. A
/// banner first registers a new 320×50 view (kept as the current ad's view). Each answer logs
/// `ad <headline> thread=<id>` (with every asset: `body=…`, `icon=<url>:<bytes>`, …) or
/// `failure <code> error=<0|1> offline=<0|1> thread=<id>`; each later event `event <number>`.
void gac_tiny_load(const gac_tiny_load_request *request);
/// Shows the current ad from a new view controller face (`withController`) or from nil.
void gac_tiny_show(int withController);
/// Asks the current network for a bid token for `format` (NULL for none); logs `token <token>`,
/// `token (none)` or `token failure <code> offline=<0|1>`.
void gac_tiny_signals(const char *format);
/// Notes privacy flags (-1 unset) and a line of text with the current network.
void gac_tiny_note(int childDirected, int underAgeOfConsent, const char *text);
/// Runs a block after `delay` ms on `lane` (-1 main) with the current network; logs `work thread=<id>`.
void gac_tiny_schedule(long delay, long lane);
/// Whether a network is connected for the calling thread.
int gac_tiny_connected(void);
/// The current ad's banner view's Swift object (borrowed), or NULL.
void *gac_tiny_view(void);
/// The log so far, one line per entry (the caller frees it), and empties it.
char *gac_tiny_take_log(void);
/// Empties the log and drops the current ad.
void gac_tiny_reset(void);
/// The calling thread's identifier, as the log writes it.
uint64_t gac_tiny_thread(void);

#ifdef __cplusplus
}
#endif
#endif
