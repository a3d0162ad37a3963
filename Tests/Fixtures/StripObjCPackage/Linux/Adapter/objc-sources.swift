// The adapter sources this target compiles through the StripObjC plugin, relative to this folder:
// strip-objc: ../../AdapterSources
// strip-objc-exclude: ../../AdapterSources/Formats/MacOnly.swift
