#ifndef CDISPATCH_MAIN_QUEUE_SHIM_H
#define CDISPATCH_MAIN_QUEUE_SHIM_H

// How a run loop serves libdispatch's main queue on Linux: the descriptor that becomes
// readable when the queue has work, and the call that runs what is queued. libdispatch
// exports both for CoreFoundation without a public header; the CLI's main thread calls them
// directly when it only has the main queue to serve (see MainThread.swift).
int _dispatch_get_main_queue_handle_4CF(void);
void _dispatch_main_queue_callback_4CF(void *message);

#endif
