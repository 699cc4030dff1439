final class CounterViewController: UIViewController {
    private let label = UILabel()
    private let button = UIButton(type: .system)
    private var count = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        button.setTitle("Снять", for: .normal)
        button.addTarget(self, action: #selector(shoot), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [label, button])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        updateLabel()
    }

    @objc private func shoot() {
        count += 1
        updateLabel()
    }

    private func updateLabel() {
        label.text = "Снимков: \(count)"
    }
}
