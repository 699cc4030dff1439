import DiaryTestSupport
import Foundation

/// A headless Chromium driven through chromedriver's W3C WebDriver protocol,
/// on loopback only, so tests can use the site the way a reader does.
/// Closed on deinit, so the browser never outlives a failing test.
final class WebDriverSession {
    private var driver = Process()
    private var driverExited = DispatchSemaphore(value: 0)
    private var port: UInt16 = 0
    private(set) var sessionID = ""

    /// Where Debian installs the browser and its driver.
    static let chromedriverPath = "/usr/bin/chromedriver"
    static let chromiumPath = "/usr/bin/chromium"

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    init() throws {
        for path in [Self.chromedriverPath, Self.chromiumPath] where !FileManager.default.isExecutableFile(atPath: path)
        {
            throw Failure(description: "\(path) is missing; run 'make test-deps' (Debian: chromium chromium-driver)")
        }
        // A port the system says is free; should another process take it before chromedriver
        // binds it (chromedriver then exits), the next attempt takes another.
        for attempt in 1...3 {
            driver = Process()
            driverExited = DispatchSemaphore(value: 0)
            port = try Self.freeLoopbackPort()
            driver.executableURL = URL(fileURLWithPath: Self.chromedriverPath)
            driver.arguments = ["--port=\(port)", "--allowed-ips=127.0.0.1"]
            driver.standardOutput = FileHandle.nullDevice
            driver.standardError = FileHandle.nullDevice
            driver.terminationHandler = { [driverExited] _ in driverExited.signal() }
            try driver.run()
            if try waitUntilReady() { break }
            if attempt == 3 { throw Failure(description: "chromedriver exited three times before it was ready") }
        }
        do {
            let created = try request(
                "POST", "/session",
                [
                    "capabilities": [
                        "alwaysMatch": [
                            "browserName": "chrome",
                            "goog:chromeOptions": [
                                "binary": Self.chromiumPath,
                                "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1000,1400"],
                            ],
                        ]
                    ]
                ])
            guard let id = (created as? [String: Any])?["sessionId"] as? String else {
                throw Failure(description: "no session id in \(String(describing: created))")
            }
            sessionID = id
        } catch {
            stopDriver()
            throw error
        }
    }

    deinit {
        if !sessionID.isEmpty { _ = try? request("DELETE", "/session/\(sessionID)", nil) }
        stopDriver()
    }

    func navigate(to url: String) throws {
        _ = try command("url", ["url": url])
    }

    /// Runs JavaScript in the page and returns its result.
    func execute(_ script: String) throws -> Any? {
        try command("execute/sync", ["script": script, "args": []])
    }

    /// Runs JavaScript in the page with `arguments` (strings, numbers: JSON values) as its
    /// `arguments`, and returns its result.
    func execute(_ script: String, arguments: [Any]) throws -> Any? {
        try command("execute/sync", ["script": script, "args": arguments])
    }

    /// Types into the element a CSS selector finds, as keyboard input.
    func type(_ text: String, into selector: String) throws {
        let found = try command("element", ["using": "css selector", "value": selector])
        guard let element = (found as? [String: Any])?.values.first as? String else {
            throw Failure(description: "no element matches \(selector)")
        }
        _ = try command("element/\(element)/value", ["text": text])
    }

    /// Makes `prefers-color-scheme` report `scheme` ("light" or "dark"),
    /// through chromedriver's bridge to the DevTools protocol.
    func emulateColorScheme(_ scheme: String) throws {
        _ = try command(
            "goog/cdp/execute",
            [
                "cmd": "Emulation.setEmulatedMedia",
                "params": ["features": [["name": "prefers-color-scheme", "value": scheme]]],
            ])
    }

    /// Calls a DevTools protocol method (`Emulation.setDeviceMetricsOverride` …) through chromedriver.
    func devTools(_ method: String, _ parameters: [String: Any]) throws {
        _ = try command("goog/cdp/execute", ["cmd": method, "params": parameters])
    }

    /// Polls `script` until it returns something other than null or false.
    func waitFor(_ script: String, seconds: Double = 10) throws -> Any? {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while Date() < deadline {
            if let value = try execute(script), !(value is NSNull), (value as? Bool) != false { return value }
            usleep(100_000)
        }
        return nil
    }

    /// Waits for chromedriver to answer; `false` when it exited first (its port was taken).
    private func waitUntilReady() throws -> Bool {
        let deadline = Date(timeIntervalSinceNow: 60)
        while Date() < deadline {
            if let status = try? request("GET", "/status", nil) as? [String: Any], status["ready"] as? Bool == true {
                return true
            }
            if !driver.isRunning { return false }
            usleep(100_000)
        }
        throw Failure(description: "chromedriver did not become ready on port \(port) within 60 s")
    }

    /// A loopback port nothing listens on now, chosen by the system.
    static func freeLoopbackPort() throws -> UInt16 {
        #if canImport(Glibc)
            let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let socket = Foundation.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard socket >= 0 else { throw Failure(description: "cannot open a socket to find a free port") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(socket, address, length) == 0 && getsockname(socket, address, &length) == 0
            }
        }
        guard bound else { throw Failure(description: "cannot find a free loopback port") }
        return UInt16(bigEndian: address.sin_port)
    }

    private func command(_ path: String, _ body: [String: Any]) throws -> Any? {
        try request("POST", "/session/\(sessionID)/\(path)", body)
    }

    /// One WebDriver call; returns the response's `value` or throws its error.
    func request(_ method: String, _ path: String, _ body: [String: Any]?) throws -> Any? {
        let payload = try body.map { try JSONSerialization.data(withJSONObject: $0) }
        let response = try HTTPProbe.send(method, path, port: port, body: payload)
        let json = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
        let value = json?["value"]
        if let failure = value as? [String: Any], let error = failure["error"] as? String {
            throw Failure(description: "\(path): \(error): \(failure["message"] ?? "")")
        }
        return value
    }

    /// Stops chromedriver (and with it the browser). `waitUntilExit()` can
    /// hang here, so wait for the termination handler, then kill outright.
    private func stopDriver() {
        guard driver.isRunning else { return }
        driver.terminate()
        if driverExited.wait(timeout: .now() + 5) == .timedOut {
            kill(driver.processIdentifier, SIGKILL)
            _ = driverExited.wait(timeout: .now() + 5)
        }
    }
}

extension WebDriverSession {
    /// The visible viewport as PNG bytes (WebDriver's "Take Screenshot").
    func screenshot() throws -> Data {
        let encoded = try request("GET", "/session/\(sessionID)/screenshot", nil) as? String
        guard let encoded, let data = Data(base64Encoded: encoded) else {
            throw Failure(description: "the screenshot was not base64 PNG data")
        }
        return data
    }

    /// Runs `script` in every page opened from now on, before the page's own scripts.
    func runOnEveryNewDocument(_ script: String) throws {
        try devTools("Page.addScriptToEvaluateOnNewDocument", ["source": script])
    }
}
