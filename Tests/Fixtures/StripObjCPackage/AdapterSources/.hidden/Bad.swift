/// In a hidden folder, so never compiled: a type error if it were.
let notCompiled: Int = "text"
