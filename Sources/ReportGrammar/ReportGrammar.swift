/// The text forms a scenario's result takes when it leaves the engine: the JUnit case
/// (header, rule and finding blocks with the events each finding judged, fault text, trace),
/// the lines of a trace, a crash's message and site and the worker pool's attribution notes,
/// and the issues Swift Testing shows. Every writer of these forms has its reader here, so a
/// reworded form is changed in one place and the round-trip tests say whether readers follow.
///
/// The trace lines themselves are rendered by the engine (`Trace.text`, tuned for reports of
/// hundreds of thousands of lines); ``TraceLine`` reads them back.
package enum ReportGrammar {}
