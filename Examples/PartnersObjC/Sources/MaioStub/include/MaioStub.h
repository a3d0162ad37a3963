// The maio SDK stub has no plain-C surface: Objective-C code imports <Maio/Maio-Swift.h>, and the
// fixture connects the scripted network it answers from (`ObjCScriptedNetwork`).
