let s = #"raw \#(x)"# + """
  multi \(a + "\(b)")
  """ + /re+gex/
let n = 0x1F_p3 + 1e-9 // comment
/* nested /* block */ */
@MainActor func f<T>(_ t: T) async throws -> T { t }
