/* Start-up: runs before any Objective-C module of the executable is registered (their
 * constructors have the default priority; GNUstep Base and libobjc, being libraries, are
 * initialised before the executable), so the hooks are in place before the first ARC object
 * exists. That includes this layer's own modules: the steps below use the runtime's functions,
 * not message sends. */
#if defined(__linux__)
#include <stdio.h>
#include <stdlib.h>

#include "Internal.h"

__attribute__((constructor(101))) static void ocr_start(void) {
  const char *problem = ocr_priv_check_blocks_runtime();
  if (problem != NULL) {
    fprintf(stderr, "%s\n", problem);
    abort(); /* blocks would be corrupted: stop before the first one is made */
  }
  ocr_priv_locate_unmanaged_objects();
  ocr_priv_install_blocks();
  ocr_priv_install_weak_hooks();
  ocr_priv_install_weak_collections();
  ocr_priv_install_exceptions();
  ocr_priv_install_dispatch_pools();
  ocr_priv_adopt_main_thread();
}
#endif
