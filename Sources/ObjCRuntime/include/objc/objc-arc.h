/* The ARC runtime entry points, for code that calls them itself (a bridge pushing autorelease
 * pools, non-ARC code managing references). */
#ifndef OBJC_RUNTIME_LAYER_OBJC_ARC_H
#define OBJC_RUNTIME_LAYER_OBJC_ARC_H
#ifdef __cplusplus
extern "C" {
#endif
void *objc_autoreleasePoolPush(void);
void objc_autoreleasePoolPop(void *pool);
#if defined(__OBJC__) && !__has_feature(objc_arc)
id objc_retain(id object);
void objc_release(id object);
id objc_autorelease(id object);
id objc_storeWeak(id *location, id object);
id objc_loadWeakRetained(id *location);
id objc_initWeak(id *location, id object);
void objc_destroyWeak(id *location);
#endif
#ifdef __cplusplus
}
#endif
#endif
